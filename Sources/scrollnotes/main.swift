import NotesCommandLine

#if canImport(Glibc)
  import Glibc
#endif

exit(runScrollNotes(Array(CommandLine.arguments.dropFirst())))
