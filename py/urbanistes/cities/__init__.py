"""Cities (Finn, Walker-Harding): place workers, then build a neighbourhood of tiles.

``info`` is all the home page needs; the rules (``game``) load when a game opens.
"""
