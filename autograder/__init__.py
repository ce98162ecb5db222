"""autograder package."""
