"""Helpers the tests share, by subject. A test module imports from here, never from another test module."""
