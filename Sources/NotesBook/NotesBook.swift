// NotesBook: see issue 4.
