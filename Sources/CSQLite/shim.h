// Debian's libsqlite3-dev (scripts/install-deps.sh); used only by NotesDocset.
#include <sqlite3.h>
