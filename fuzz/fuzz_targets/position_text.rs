//! The one-line position form: any text is read or refused, never a panic; what is read prints
//! back as text that reads as the same position.
#![no_main]

use bao::engine::{Rules, Setup, notation::position_text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(setup) = text.parse::<Setup>() else {
        return;
    };
    if let Ok(position) = setup.into_position(Rules::KISWAHILI) {
        let again: Setup = position_text::write(&position)
            .parse()
            .expect("bao reads what it prints");
        let again = again.into_position(Rules::KISWAHILI).expect("and it is the same position");
        assert_eq!(again, position);
    }
});
