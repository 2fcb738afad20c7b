"""Teaching: the lessons, each one registered record, with their claims, the what-if of the
other choice, the class debrief, the quizzes, and the papers printed from them (keys, guides,
worksheets, PDFs).

- `lesson`: what a lesson is, the `Lesson` record of its parts; `lessons/`: one module per
  lesson declaring its `Lesson` (its scenario, experiment and answer key, figures, quiz items,
  key decision's facts, country figures, notebook's experiment), and the registry
  (`lessons.LESSONS`, `lessons.lesson`, `lessons.scenario`) every other module asks.
- `scenarios`: what a scenario is (a position, key choices, claims, real rules, versions);
  `whatif`: a game replayed with one decision changed; `debrief`: a student's own numbers and
  the class beside the computer styles.
- `numbers`: the lessons' real rates and worked examples (besides the rules data);
  `answer_key`: the model the lessons' keys are made of.
- `quiz_scoring`: what a quiz question is and how an answer is marked; `quiz`: each lesson's
  quiz found, scored and in words.
- `papers`: the answer keys, plans, worksheets and guides written from their templates
  (`payday lessons --write`), `guide`: a guide's placeholders; `printing`: the PDFs
  (`payday pdf`).

Each imports only the layers below teaching and, inside it: answer_key, numbers, scenarios and
quiz_scoring <- lesson <- lessons <- quiz <- guide <- papers (whatif and debrief below lessons).
"""
