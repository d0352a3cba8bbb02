"""The sandbox's demo people (docs/contracts/sandbox.md) as the login form names them."""

DILNOZA = {"passserial": "AA", "passnum": "1234567", "pin": "41403850230012"}  # registry photo: astronaut
MALIKA = {"passserial": "AB", "passnum": "7654321", "pin": "40209790120025"}  # registry photo: hopper
AZIZ = {"passserial": "AC", "passnum": "1111111", "pin": "32107830340017"}  # no registry photo
BOBUR = {"passserial": "AE", "passnum": "3333333", "pin": "31002500560039"}  # deceased
