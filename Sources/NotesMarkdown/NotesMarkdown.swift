// NotesMarkdown: see issue 4.
