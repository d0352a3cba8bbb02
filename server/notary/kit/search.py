"""Search keys: lower case with one apostrophe, so 'O‘zbek', "o'zbek" and 'OʻZBEK' find each other; done in Python
because SQLite's lower() and LIKE fold ASCII letters only."""

_APOSTROPHES = str.maketrans({"ʻ": "'", "ʼ": "'", "‘": "'", "’": "'", "`": "'"})


def search_key(text: str) -> str:
    return " ".join(text.translate(_APOSTROPHES).lower().split())


def search_text(*texts: str) -> str:
    return "\n".join(search_key(text) for text in texts if text)
