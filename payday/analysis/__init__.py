"""Teaching charts from the ledger: pandas frames (`frames`), plotly figures (`charts`,
`lab_charts`, both drawn with `chart_kit`), exports, and the one palette (`palette`, no pandas:
the app's first screen uses it).

Imported only by the layers that draw (`import payday` pulls in no pandas or plotly); this
package's front imports nothing, so `payday.analysis.palette` stays light.
"""
