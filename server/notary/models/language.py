from sqlmodel import Field, SQLModel


class Language(SQLModel, table=True):
    code: str = Field(primary_key=True, max_length=8)
    native_name: str
    interface: bool = Field(description="a language of the whole interface (kaa is for camera hints only)")
    position: int = 0
