use super::parse;
