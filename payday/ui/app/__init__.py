"""The students' app: a session that holds the game (no widgets) and the screens that draw it."""
