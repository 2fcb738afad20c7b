"""Teaching charts from the ledger: pandas frames, plotly figures, exports.

Imported only by the layers that draw (`import payday` pulls in no pandas or plotly).
"""
from payday.analysis.frames import AnalysisError, Frames, frames, seeded_game, transactions

__all__ = ["AnalysisError", "Frames", "frames", "seeded_game", "transactions"]
