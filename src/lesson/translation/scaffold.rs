//! Writing a translation file for a translator to fill in (`bao new translation`).
