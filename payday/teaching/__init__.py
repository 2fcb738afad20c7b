"""Teaching: the lessons' scenarios and claims, the what-if of the other choice, the class
debrief, the quizzes, and the papers printed from them (keys, guides, worksheets, PDFs)."""
