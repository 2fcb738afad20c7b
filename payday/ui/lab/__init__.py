"""The money lab's page (notebooks/lab.ipynb): `LabView` and the lab's link (`lab_from_query`,
`LAB_FIELDS`), in `payday.ui.lab.view`."""
from payday.ui.lab.view import LAB_FIELDS, LabView, lab_from_query

__all__ = ["LabView", "lab_from_query", "LAB_FIELDS"]
