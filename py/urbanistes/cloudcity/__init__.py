"""Cloud City (Walker-Harding): raise towers on cloud tiles and link them by walkways.

``info`` is all the home page needs; the rules (``game``) load when a game opens.
"""
