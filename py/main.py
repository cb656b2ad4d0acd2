"""PyScript entry point: attach the app to the page (static/js/ui.js marks it ready).

Our packages are imported straight from the zip PyScript copied here (pyscript.toml),
with the bytecode the build compiled into it: nothing to unpack, nothing to compile.
"""

import sys

sys.path.insert(0, "/home/pyodide/urbanistes.zip")

from urbanistes_ui.bridge import start  # needs the path above

start()
