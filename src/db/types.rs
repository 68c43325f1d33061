//! How typed values are stored: a seat as a small integer (0 first, 1 second), a preset by its id, a game's end
//! by its reason word, a mail's kind and a token's purpose by their names. Reading a value that is none of these is an error, never a guess.

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::{PgArgumentBuffer, PgTypeInfo, PgValueRef};
use sqlx::{Decode, Encode, Postgres, Type};

use super::outbox::MailKind;
use super::tokens::TokenPurpose;
use crate::rules::{GameEnd, Seat, Variant};

impl Type<Postgres> for Seat {
    fn type_info() -> PgTypeInfo {
        <i16 as Type<Postgres>>::type_info()
    }
}

impl Encode<'_, Postgres> for Seat {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        <i16 as Encode<Postgres>>::encode_by_ref(&(self.index() as i16), buf)
    }
}

impl Decode<'_, Postgres> for Seat {
    fn decode(value: PgValueRef<'_>) -> Result<Seat, BoxDynError> {
        match <i16 as Decode<Postgres>>::decode(value)? {
            0 => Ok(Seat::First),
            1 => Ok(Seat::Second),
            n => Err(format!("{n} is not a seat").into()),
        }
    }
}

/// A type stored as its text word, read back with `parse`.
macro_rules! stored_as_text {
    ($ty:ty, $word:expr, $parse:expr, $what:literal) => {
        impl Type<Postgres> for $ty {
            fn type_info() -> PgTypeInfo {
                <&str as Type<Postgres>>::type_info()
            }

            fn compatible(ty: &PgTypeInfo) -> bool {
                <&str as Type<Postgres>>::compatible(ty)
            }
        }

        impl Encode<'_, Postgres> for $ty {
            fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
                let word: fn(&$ty) -> &'static str = $word;
                <&str as Encode<Postgres>>::encode_by_ref(&word(self), buf)
            }
        }

        impl Decode<'_, Postgres> for $ty {
            fn decode(value: PgValueRef<'_>) -> Result<$ty, BoxDynError> {
                let text = <&str as Decode<Postgres>>::decode(value)?;
                let parse: fn(&str) -> Option<$ty> = $parse;
                parse(text).ok_or_else(|| format!(concat!("{:?} is not ", $what), text).into())
            }
        }
    };
}

stored_as_text!(Variant, |v| v.id(), Variant::parse, "a preset");
stored_as_text!(GameEnd, |e| e.as_str(), GameEnd::parse, "a way a game ends");
stored_as_text!(MailKind, |k| k.as_str(), MailKind::parse, "a kind of mail");
stored_as_text!(TokenPurpose, |p| p.as_str(), TokenPurpose::parse, "a token purpose");
