// libgit2 from Debian's libgit2-dev (Scripts/install-system-packages.sh installs it).
#include <git2.h>
