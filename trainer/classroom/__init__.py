"""The classroom: classes with their instructor's PIN, assignments and exams, the station
that writes to the class server (and keeps a spool while it is away), the class report."""
