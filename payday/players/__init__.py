"""Computer players: the styles a seat can be played by, and the one way to play a game
between them (docs/architecture.md)."""
