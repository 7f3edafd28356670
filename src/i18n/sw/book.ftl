# book
