"""The shared kit: small helpers that belong to no one domain (search keys, transliteration, the content language,
money in figures and words, JWK helpers). It imports only `notary.core`; every domain may import it."""
