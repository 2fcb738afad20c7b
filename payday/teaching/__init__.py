"""Teaching: the lessons' scenarios and claims, the what-if of the other choice, the class
debrief, the quizzes, and the papers printed from them (keys, guides, worksheets, PDFs).

- `scenarios`: each lesson's position, key choice and claims; `whatif`: a game replayed with
  one decision changed; `debrief`: a student's own numbers and the class beside the computer
  styles.
- `numbers`: the lessons' real rates and worked examples (besides the rules data);
  `lessons/`: one module per lesson's experiment, each with its answer key (`key()`) and the
  figures its papers quote (`figures()`); `answer_key`: the model those keys are made of.
- `quiz_scoring`: the quizzes' questions and scoring; `quiz`: their words.
- `papers`: the answer keys, plans, worksheets and guides written from their templates
  (`payday lessons --write`), `guide`: a guide's placeholders; `printing`: the PDFs
  (`payday pdf`).

Each imports only the layers below teaching and, inside it: answer_key and numbers <-
lessons <- quiz <- guide <- papers (scenarios, whatif and debrief beside them).
"""
