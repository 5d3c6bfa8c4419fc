"""What is made of the record of play: recording rounds, replaying them, the trainee's
report, the skills' progress, practice plans and pack results (Qt-free)."""
