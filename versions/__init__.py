"""versions package."""
