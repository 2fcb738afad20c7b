"""English, French and Traditional Chinese for everything a student reads.

The engine emits keys and numbers; this package turns them into words:

>>> from payday.i18n import t, money, language_for
>>> lang = language_for("bonne-paye")
>>> t("ui.roll", lang), money(1500, "EUR", lang)
('Lancer le dé', '1\\u202f500\\xa0€')

Each language is one record in `languages.py` (locale, fonts, typography, country), the list
every other module reads. Catalogs are JSON files in `payday/i18n/catalogs/` (see `catalog.py`
for the format and for what happens with a missing key). Babel formats money and numbers; it is imported only when
needed, so `import payday` stays free of it.
"""
from payday.i18n.catalog import MissingTranslation, catalog, edition_language, has, humanise, language_for, reload, t
from payday.i18n.describe import (card_name, card_text, day_name, deck_name, describe_decision,
                       describe_event, describe_option, edition_name, kind_name, payday_summary,
                       reason_name, square_name, weekday)
from payday.i18n.formats import columns, money, number, pad, separators, signed_money
from payday.i18n.languages import LANGUAGES, choose, joined, normalise, record, typography

__all__ = ["LANGUAGES", "language_for", "normalise", "t", "has", "catalog",
           "reload", "humanise", "MissingTranslation", "money", "signed_money", "number", "square_name",
           "weekday", "day_name", "card_name", "card_text", "kind_name", "deck_name",
           "edition_name", "reason_name", "describe_event", "describe_decision", "pad", "columns",
           "describe_option", "payday_summary", "separators", "choose", "joined", "typography", "edition_language", "record"]
