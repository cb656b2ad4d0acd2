"""Skyline (Antoine Elie): draft dice, raise towers upward and dig car parks downward.

``info`` is all the home page needs; the rules (``game``) load when a game opens.
"""
