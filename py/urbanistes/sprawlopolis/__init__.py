"""Sprawlopolis (Aramini, Devine, Kluka): a co-operative 18-card city for 1 to 4.

``info`` is all the home page needs; the rules (``game``) load when a game opens.
"""
