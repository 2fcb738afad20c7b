"""The teacher's dashboard: the class's games read from the store, and the views that show them."""
