"""What the grader writes: results, feedback, the class page, the gradebook, Gradescope, LMS intake."""
