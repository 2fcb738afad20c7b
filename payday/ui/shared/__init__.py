"""What the four applications share, and nothing of any one of them: the HTML helpers
(`html`), the page's query and languages (`page`), the widgets kit (`kit`: buttons as wide as
their words, captioned tables, showing a view), the browser's guards and file picker (`watch`),
redrawing an `Output` in Voila (`redraw`), and the words of where each computer style's money
came from (`style_money`: the dashboard and the lesson notebooks both say it)."""
