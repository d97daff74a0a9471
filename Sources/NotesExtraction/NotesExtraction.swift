// NotesExtraction: see issue 4.
