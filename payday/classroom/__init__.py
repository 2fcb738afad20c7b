"""The classroom server: the class store, the Voila servers for students and the teacher, and
the launcher (`payday app`)."""
