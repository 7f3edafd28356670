//! What a learner types: keys in either case, or the words for them, else an answer.

/// What the learner typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// Enter: the next step.
    Next,
    /// `b`: one step back (from the first page, to the previous lesson).
    Back,
    /// `a`: to the end of the move being played.
    End,
    /// `h`: a hint.
    Hint,
    /// `s`: show the answer.
    Show,
    /// `r`: try the question again.
    Retry,
    /// `q`: stop for now.
    Quit,
    /// `?`: the keys.
    Help,
    /// Anything else: an answer to the question.
    Answer(String),
}

impl Input {
    /// Reads one line of input: a key in either case or its word (`Q`, `quit`), else an answer.
    #[must_use]
    pub fn parse(line: &str) -> Input {
        let text = line.trim();
        match text.to_lowercase().as_str() {
            "" | "next" => Input::Next,
            "b" | "back" => Input::Back,
            "a" | "end" => Input::End,
            "h" | "hint" => Input::Hint,
            "s" | "show" | "show answer" | "show the answer" => Input::Show,
            "r" | "retry" | "again" | "try again" => Input::Retry,
            "q" | "quit" | "exit" | "stop" => Input::Quit,
            "?" | "help" | "keys" => Input::Help,
            _ => Input::Answer(text.to_owned()),
        }
    }
}
