"""Card City XL (Viard): split lots of cards, build a 5x5 or 6x6 city, let it develop.

``info`` is all the home page needs; the rules (``game``) load when a game opens.
"""
