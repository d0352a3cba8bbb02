"""The sandbox's demo people (docs/contracts/sandbox.md) as the login form names them."""

DILNOZA = {"passserial": "AA", "passnum": "1234567", "pin": "41403850230012"}  # registry photo: astronaut
MALIKA = {"passserial": "AB", "passnum": "7654321", "pin": "40209790120025"}  # registry photo: hopper
AZIZ = {"passserial": "AC", "passnum": "1111111", "pin": "32107830340017"}  # no registry photo
BOBUR = {"passserial": "AE", "passnum": "3333333", "pin": "31002500560039"}  # deceased
JASUR = {"passserial": "AF", "passnum": "4444444", "pin": "33011880670041"}  # a debt; his car 01B777CC has a ban
SARDOR = {"passserial": "AD", "passnum": "2222222", "pin": "30501900450028"}  # the administrator
KAMOLA = {"passserial": "AG", "passnum": "5555555", "pin": "61804100780052"}  # a minor, Dilnoza and Aziz's daughter
TIMUR = {"passserial": "AH", "passnum": "6666666", "pin": "51209160890063"}  # a minor under 15, their son
