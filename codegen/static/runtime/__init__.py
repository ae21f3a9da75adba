"""Architecture-independent machinery shared by every generated architecture package."""
