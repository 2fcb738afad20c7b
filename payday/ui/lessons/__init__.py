"""The lesson notebooks' views (notebooks/lessons/): a notebook imports
`payday.ui.lessons.notebook as lesson` and makes a few calls (`LessonPage`, `show_income`, ...)."""
