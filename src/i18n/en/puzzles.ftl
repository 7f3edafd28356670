# puzzles
