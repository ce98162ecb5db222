"""The code that runs inside the sandbox child (copied out and run there, never imported)."""
