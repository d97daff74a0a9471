// NotesCore: shared vocabulary of the generator (source locations, diagnostics, JSON).
