# game
