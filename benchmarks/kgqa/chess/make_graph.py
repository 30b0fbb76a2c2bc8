"""Build the `chess` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional over-the-board chess scene: five countries and their cities, the national
federations players are registered with, clubs and the league divisions they play in, players
(their club, federation, FIDE title, home city, the openings they are known for and the coaches
who trained them, themselves players), opening variations and the families they belong to,
and tournaments (city, winners, sponsor, chief arbiter). Every name and fact is invented
(opening names are the usual ones). The named countries, cities, clubs, twenty players and
twelve tournaments are written by hand below; a seeded generator adds filler cities, clubs,
players and tournaments around them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/chess/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

SEED = 2718

# Relation labels, deliberately in mixed styles.
ROSTER = "rostered at"  # player -> club
COACH = "coachedBy"  # player -> coach (a player)
TITLE = "FIDE_TTL"  # player -> FIDE title
OPENING = "repertoire.primary"  # player -> opening variation they are known for
FAMILY = "https://chess.example.net/onto/variationOf"  # variation -> opening family
CHAMP = "CHAMP"  # tournament -> winner (shared first places give two)
T_CITY = "tourn.city"  # tournament -> city
CLUB_CITY = "clubhouse_city"  # club -> city
FED = "federation"  # player -> national federation registered with
DIV = "LGE_DIV"  # club -> league division
BACKER = "backer"  # tournament -> sponsor
COUNTRY = "liesIn"  # city -> country
NATIVE = "native city"  # player -> city they come from
ARBITER = "arbiter"  # tournament -> chief arbiter

# Countries: name -> (federation, hand-written cities)
COUNTRIES = {
    "Vesmark": ("Vesmark Chess Federation", ["Harnvik", "Solbergen", "Idra"]),
    "Castrelia": ("Castrelian Chess Union", ["Montaleone", "Piervale", "Castrel Nuovo"]),
    "Ambria": ("Ambrian Chess Association", ["Tessaly", "Rhune", "Port Ambra"]),
    "Lutheny": ("Lutheny Chess Board", ["Lutz", "Vellamar", "Oskren"]),
    "Orvaland": ("Orvaland Chess Federation", ["Orvik", "Dalmere", "Stenholt"]),
}
DIVISIONS = ["Masters League", "Division One", "Division Two", "Regional League"]
# Clubs: name -> (city, division)
CLUBS = {
    "Harnvik Rooks": ("Harnvik", "Masters League"),
    "Solbergen Chess Society": ("Solbergen", "Division One"),
    "Circolo Scacchi Montaleone": ("Montaleone", "Masters League"),
    "Piervale Knights": ("Piervale", "Division Two"),
    "Tessaly Gambit Club": ("Tessaly", "Masters League"),
    "Port Ambra Chess Circle": ("Port Ambra", "Division One"),
    "Schachverein Lutz 1890": ("Lutz", "Masters League"),
    "Vellamar Pawnstorm": ("Vellamar", "Division Two"),
    "Orvik Bishops": ("Orvik", "Division One"),
    "Dalmere Endgame Club": ("Dalmere", "Regional League"),
}
TITLES = {
    "GM": "Grandmaster",
    "IM": "International Master",
    "FM": "FIDE Master",
    "WGM": "Woman Grandmaster",
    "CM": "Candidate Master",
}
# Opening families: name -> variations
OPENINGS = {
    "Sicilian Defence": [
        "Najdorf Variation",
        "Dragon Variation",
        "Sveshnikov Variation",
        "Taimanov Variation",
    ],
    "Ruy Lopez": ["Berlin Defence", "Marshall Attack", "Breyer Variation"],
    "Queen's Gambit": ["Queen's Gambit Declined", "Queen's Gambit Accepted", "Slav Defence"],
    "French Defence": ["Winawer Variation", "French Tarrasch", "French Advance"],
    "King's Indian Defence": ["Mar del Plata Variation", "Samisch Variation"],
    "English Opening": ["Symmetrical English", "Reversed Sicilian"],
    "Caro-Kann Defence": ["Caro-Kann Advance", "Classical Caro-Kann"],
    "Italian Game": ["Giuoco Piano", "Evans Gambit", "Two Knights Defence"],
}
# Players: name -> (home city, club, federation's country, title or None, coaches, openings)
PLAYERS = {
    "Ilse Marquardt": (
        "Lutz",
        "Schachverein Lutz 1890",
        "Lutheny",
        "GM",
        [],
        ["Berlin Defence"],
    ),
    "Paolo Ferrante": (
        "Montaleone",
        "Circolo Scacchi Montaleone",
        "Castrelia",
        "GM",
        ["Ilse Marquardt"],
        ["Najdorf Variation", "Marshall Attack"],
    ),
    "Sigrun Dahl": (
        "Harnvik",
        "Harnvik Rooks",
        "Vesmark",
        "GM",
        ["Ilse Marquardt"],
        ["Queen's Gambit Declined"],
    ),
    "Arvid Holmqvist": (
        "Solbergen",
        "Solbergen Chess Society",
        "Vesmark",
        "IM",
        ["Sigrun Dahl"],
        ["Slav Defence"],
    ),
    "Nadia Okonjo": (
        "Port Ambra",
        "Port Ambra Chess Circle",
        "Ambria",
        "WGM",
        ["Paolo Ferrante"],
        ["Dragon Variation"],
    ),
    "Luca Benedetti": (
        "Piervale",
        "Piervale Knights",
        "Castrelia",
        "IM",
        ["Paolo Ferrante"],
        ["Najdorf Variation"],
    ),
    "Mirela Constantin": (
        "Tessaly",
        "Tessaly Gambit Club",
        "Ambria",
        "GM",
        ["Sigrun Dahl", "Paolo Ferrante"],
        ["Winawer Variation", "Sveshnikov Variation"],
    ),
    "Jens Aaltonen": (
        "Orvik",
        "Orvik Bishops",
        "Orvaland",
        "FM",
        ["Arvid Holmqvist"],
        ["Symmetrical English"],
    ),
    "Yusuf Demir": (
        "Vellamar",
        "Vellamar Pawnstorm",
        "Lutheny",
        "IM",
        ["Ilse Marquardt"],
        ["Mar del Plata Variation"],
    ),
    "Hanne Vestergaard": (
        "Idra",
        "Harnvik Rooks",
        "Vesmark",
        "WGM",
        ["Arvid Holmqvist"],
        ["Caro-Kann Advance"],
    ),
    "Chidi Obi": (
        "Rhune",
        "Tessaly Gambit Club",
        "Ambria",
        "FM",
        ["Mirela Constantin"],
        ["Evans Gambit"],
    ),
    "Oskar Brandt": (
        "Oskren",
        "Schachverein Lutz 1890",
        "Lutheny",
        "CM",
        ["Yusuf Demir"],
        ["Samisch Variation"],
    ),
    "Greta Lindahl": (
        "Dalmere",
        "Dalmere Endgame Club",
        "Orvaland",
        None,
        ["Jens Aaltonen"],
        ["Giuoco Piano"],
    ),
    "Renzo Mancini": (
        "Castrel Nuovo",
        "Circolo Scacchi Montaleone",
        "Castrelia",
        "GM",
        ["Luca Benedetti"],
        ["Breyer Variation"],
    ),
    "Amara Nwosu": (
        "Port Ambra",
        "Port Ambra Chess Circle",
        "Ambria",
        "IM",
        ["Nadia Okonjo"],
        ["Taimanov Variation"],
    ),
    "Viktor Sorensen": (
        "Stenholt",
        "Orvik Bishops",
        "Vesmark",
        "GM",
        ["Sigrun Dahl"],
        ["Queen's Gambit Accepted", "Berlin Defence"],
    ),
    "Elena Vukovic": (
        "Lutz",
        "Vellamar Pawnstorm",
        "Lutheny",
        "WGM",
        ["Oskar Brandt"],
        ["French Tarrasch"],
    ),
    "Felix Amundsen": (
        "Solbergen",
        "Solbergen Chess Society",
        "Orvaland",
        "FM",
        ["Viktor Sorensen"],
        ["Two Knights Defence"],
    ),
    "Bianca Rossi": (
        "Montaleone",
        "Piervale Knights",
        "Castrelia",
        "CM",
        ["Renzo Mancini"],
        ["Dragon Variation"],
    ),
    "Tobias Hale": (
        "Rhune",
        "Dalmere Endgame Club",
        "Ambria",
        None,
        ["Chidi Obi"],
        ["Reversed Sicilian"],
    ),
}
ARBITERS = [
    "Margit Szabo",
    "Henrik Lund",
    "Costanza Ricci",
    "Ebo Asante",
    "Pieter Claes",
    "Runa Solheim",
]
SPONSORS = [
    "Nordbank",
    "Valtera Motors",
    "Ambrian Telecom",
    "Orvo Insurance",
    "Castrel Coffee Co.",
    "Lumen Software",
    "Gambitek",
    "Skarn Energy",
    "Hotel Meridiana",
]
# Tournaments: name -> (city, winners, sponsor or None, chief arbiter)
TOURNAMENTS = {
    "Harnvik Open 2022": ("Harnvik", ["Viktor Sorensen"], "Nordbank", "Runa Solheim"),
    "Harnvik Open 2023": ("Harnvik", ["Sigrun Dahl"], "Nordbank", "Runa Solheim"),
    "Montaleone Masters 2023": (
        "Montaleone",
        ["Paolo Ferrante"],
        "Castrel Coffee Co.",
        "Costanza Ricci",
    ),
    "Tessaly Invitational 2021": (
        "Tessaly",
        ["Mirela Constantin"],
        "Ambrian Telecom",
        "Ebo Asante",
    ),
    "Tessaly Invitational 2023": (
        "Tessaly",
        ["Nadia Okonjo", "Chidi Obi"],
        "Ambrian Telecom",
        "Ebo Asante",
    ),
    "Lutz Winter Classic 2022": ("Lutz", ["Ilse Marquardt"], "Valtera Motors", "Margit Szabo"),
    "Vellamar Rapid 2023": (
        "Vellamar",
        ["Yusuf Demir", "Elena Vukovic"],
        "Valtera Motors",
        "Margit Szabo",
    ),
    "Orvik Midnight Sun Open 2022": ("Orvik", ["Jens Aaltonen"], "Orvo Insurance", "Henrik Lund"),
    "Dalmere Club Championship 2023": ("Dalmere", ["Greta Lindahl"], None, "Henrik Lund"),
    "Piervale Youth Cup 2022": (
        "Piervale",
        ["Bianca Rossi"],
        "Castrel Coffee Co.",
        "Costanza Ricci",
    ),
    "Port Ambra Blitz 2023": ("Port Ambra", ["Amara Nwosu"], "Ambrian Telecom", "Pieter Claes"),
    "Solbergen Spring Open 2023": ("Solbergen", ["Felix Amundsen"], "Nordbank", "Pieter Claes"),
}

FILLER_CITIES = [
    "Brekka",
    "Corvale",
    "Drummen",
    "Elsinby",
    "Fiorano Alto",
    "Gavrinne",
    "Hollstad",
    "Isolda",
    "Jarnsby",
    "Kestravia",
    "Lomm",
    "Marrowick",
    "Nerisse",
    "Ovrenna",
    "Pellam",
    "Quarrino",
    "Rostvik",
    "Sallowmere",
    "Tervola",
    "Ulmenau",
    "Varde Kirk",
    "Wennick",
    "Yssel",
    "Zorava",
]
FILLER_FIRST = ["Anton", "Beatriz", "Casimir", "Dagny", "Emil", "Freya", "Gustav", "Helka"]
FILLER_FIRST += ["Ines", "Jakub", "Kaja", "Lars", "Marta", "Nils", "Olga", "Pavel", "Rhea"]
FILLER_FIRST += ["Stefan", "Tilde", "Ugo"]
FILLER_LAST = ["Andersen", "Bertoli", "Czerny", "Doran", "Ekberg", "Falk", "Grasso", "Horvat"]
FILLER_LAST += ["Ivers", "Janko", "Kask", "Lodi", "Moreau", "Nyberg", "Orsini", "Petrov", "Quist"]
CLUB_KINDS = ["Chess Club", "Knights", "Checkmate Society", "Pawns", "Rooks and Rolls"]
TOURNAMENT_KINDS = ["Open", "Rapid", "Cup", "Festival"]
N_FILLER_CLUBS = 14
N_FILLER_PLAYERS = 122
N_FILLER_TOURNAMENTS = 22


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    names = EntityKeys()
    key = names.key

    def city(name: str) -> str:
        return key("city", name)

    def player(name: str) -> str:
        return key("player", name)

    def club(name: str) -> str:
        return key("club", name)

    federations = {country: fed for country, (fed, _) in COUNTRIES.items()}
    for country, (_, cities) in COUNTRIES.items():
        facts += [(city(c), COUNTRY, key("country", country)) for c in cities]
    for family, variations in OPENINGS.items():
        facts += [(key("opening", v), FAMILY, key("opening", family)) for v in variations]
    for name, (place, division) in CLUBS.items():
        facts += [
            (club(name), CLUB_CITY, city(place)),
            (club(name), DIV, key("division", division)),
        ]
    for name, (home, team, country, title, coaches, lines) in PLAYERS.items():
        facts += [
            (player(name), NATIVE, city(home)),
            (player(name), ROSTER, club(team)),
            (player(name), FED, key("fed", federations[country])),
        ]
        if title:
            facts.append((player(name), TITLE, key("title", TITLES[title])))
        facts += [(player(name), COACH, player(c)) for c in coaches]
        facts += [(player(name), OPENING, key("opening", o)) for o in lines]
    for name, (place, winners, sponsor, arbiter) in TOURNAMENTS.items():
        facts.append((key("event", name), T_CITY, city(place)))
        facts += [(key("event", name), CHAMP, player(w)) for w in winners]
        if sponsor:
            facts.append((key("event", name), BACKER, key("sponsor", sponsor)))
        facts.append((key("event", name), ARBITER, key("arbiter", arbiter)))

    # Filler cities, spread over the countries.
    countries = list(COUNTRIES)
    country_of = {c: k for k, (_, cs) in COUNTRIES.items() for c in cs}
    for name in FILLER_CITIES:
        country_of[name] = rng.choice(countries)
        facts.append((city(name), COUNTRY, key("country", country_of[name])))
    all_cities = sorted(country_of)

    # Filler clubs: a filler city and a kind, one club per city.
    filler_clubs = []
    for place in rng.sample(FILLER_CITIES, N_FILLER_CLUBS):
        name = f"{place} {rng.choice(CLUB_KINDS)}"
        filler_clubs.append(name)
        facts += [
            (club(name), CLUB_CITY, city(place)),
            (club(name), DIV, key("division", rng.choice(DIVISIONS))),
        ]

    # Filler players: mostly at filler clubs, registered with their home country's federation
    # most of the time; some coached by a hand-written or an earlier filler player.
    full_names = sorted(
        {f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST} - set(PLAYERS)
    )
    filler_players = rng.sample(full_names, N_FILLER_PLAYERS)
    coaches = sorted(PLAYERS)
    variations = sorted(v for vs in OPENINGS.values() for v in vs)
    for name in filler_players:
        home = rng.choice(all_cities)
        team = rng.choice(filler_clubs) if rng.random() < 0.75 else rng.choice(sorted(CLUBS))
        country = country_of[home] if rng.random() < 0.85 else rng.choice(countries)
        facts += [
            (player(name), ROSTER, club(team)),
            (player(name), FED, key("fed", federations[country])),
        ]
        if rng.random() < 0.55:  # the others' home city is not recorded
            facts.append((player(name), NATIVE, city(home)))
        if rng.random() < 0.35:
            facts.append((player(name), TITLE, key("title", rng.choice(sorted(TITLES.values())))))
        if rng.random() < 0.35:
            facts.append((player(name), COACH, player(rng.choice(coaches))))
        n_lines = 1 if rng.random() < 0.9 else 2
        facts += [
            (player(name), OPENING, key("opening", o)) for o in rng.sample(variations, n_lines)
        ]
        coaches.append(name)

    # Filler tournaments: a filler city, a kind and a year; won by filler players.
    used = set(TOURNAMENTS)
    while len(used) < len(TOURNAMENTS) + N_FILLER_TOURNAMENTS:
        place = rng.choice(FILLER_CITIES)
        name = f"{place} {rng.choice(TOURNAMENT_KINDS)} {rng.randint(2019, 2024)}"
        if name in used:
            continue
        used.add(name)
        facts.append((key("event", name), T_CITY, city(place)))
        facts += [
            (key("event", name), CHAMP, player(w))
            for w in rng.sample(filler_players, rng.randint(1, 2))
        ]
        if rng.random() < 0.8:
            facts.append((key("event", name), BACKER, key("sponsor", rng.choice(SPONSORS))))
        facts.append((key("event", name), ARBITER, key("arbiter", rng.choice(ARBITERS))))

    shown = list(names.values())
    if len(set(shown)) != len(shown):
        raise ValueError("two entities share a name")
    return with_opaque_ids(facts, names, rng, range(10000), "cc@{:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
