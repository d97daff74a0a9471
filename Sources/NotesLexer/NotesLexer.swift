// NotesLexer: see issue 4.
