"""Write the quiz-leagues KGQA set: pub quiz leagues, their teams, players, quizmasters, pubs and
cup nights. Run: python benchmarks/kgqa/quiz-leagues/make_graph.py"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6401
Fact = tuple[str, str, str]
F, B = "->", "<-"  # walk a triple head to tail, or tail to head

COUNTIES = ["Wexmoor", "Hallamshire", "Bradon Vale", "East Callow", "Tennick"]
TOWNS = [
    "Ashcombe",
    "Billingford",
    "Corran",
    "Dunsley",
    "Elmstead",
    "Farrowby",
    "Glenholt",
    "Harwick",
    "Inchley",
    "Jessop Bridge",
    "Kettlebury",
    "Lowmarsh",
    "Millthorpe",
    "Northwick",
    "Orlestone",
    "Pennycross",
    "Quarrington",
    "Redbank",
    "Stavely",
    "Thornleigh",
]
PUBS = [
    "The Red Lion",
    "The Kings Head",
    "The Plough",
    "The Wheatsheaf",
    "The Fox and Hounds",
    "The Crown and Anchor",
    "The Black Swan",
    "The Old Bell",
    "The Rose and Crown",
    "The Anchor",
    "The Green Man",
    "The Nags Head",
    "The Three Tuns",
    "The Half Moon",
    "The Royal Oak",
    "The Cross Keys",
    "The White Hart",
    "The Dog and Duck",
    "The Globe",
    "The Lamb",
    "The Bricklayers Arms",
    "The Coach and Horses",
    "The Feathers",
    "The Ship Inn",
    "The Star and Garter",
    "The Woolpack",
    "The Mitre",
    "The Railway Tavern",
    "The Bull",
    "The Jolly Sailor",
    "The Sun Inn",
    "The Falcon",
    "The Hare and Hounds",
    "The Eagle",
    "The Boot",
    "The Chequers",
    "The Swan at Redbank",
    "The Blue Boar",
    "The Cricketers",
    "The Gardeners Rest",
]
BREWERIES = [
    "Hallam Ales",
    "Corran Brewery",
    "Tennick Brewing Co",
    "Old Vale Brewhouse",
    "Kettlebury Ales",
    "Northwick Steam Brewery",
]
SUBJECTS = [
    "History",
    "Geography",
    "Sport",
    "Pop Music",
    "Film",
    "Science",
    "Literature",
    "Art",
    "Television",
    "Food and Drink",
    "Nature",
    "Classical Music",
    "Politics",
    "Mythology",
    "Board Games",
]
TEAMS = [
    "Quizteama Aguilera",
    "The Know It Ales",
    "Les Quizerables",
    "Universally Challenged",
    "The Smarty Pints",
    "Agatha Quiztie",
    "Norfolk Enchants",
    "The Brainy Bunch",
    "Quiz Akabusi",
    "The Dumbledore Army",
    "Tequila Mockingbird",
    "The Quizzly Bears",
    "Ctrl Alt Defeat",
    "The Usual Suspects",
    "Mr Blobby's Revenge",
    "The Late Comers",
    "Trivia Newton John",
    "The Pub Sages",
    "Spanish Inquisition",
    "Risky Quizness",
    "The Question Marks",
    "Eggheads Anonymous",
    "Pint of Knowledge",
    "The Fact Hunters",
    "Beer Necessities",
    "The Wise Quackers",
    "Hoop Dreams",
    "The Lost Answers",
    "Five Go Mad",
    "Chase the Ace",
    "The Lemon Drops",
    "Red Herrings",
    "Half Past Nine",
    "The Nerd Herd",
    "Blue Peters",
    "The Final Round",
    "Cheese and Pickles",
    "The Long Shots",
    "Nil Points",
    "Second Guessers",
]
LEAGUES = [
    "Wexmoor Pub Quiz League",
    "Hallam Quiz League",
    "Bradon Vale Tuesday League",
    "East Callow Quiz Association League",
    "Tennick Thursday League",
    "Corran and District League",
]
ASSOCIATIONS = ["Northern Quiz Federation", "English Pub Quiz Association"]
SETTERS = [
    "Quizmaster Supplies",
    "Brainbox Packs",
    "Trivia Direct",
    "Pub Question Co",
    "Roundabout Quizzes",
    "The Question Mill",
    "Quiz Factory",
    "Fresh Rounds",
]
SPONSORS = [
    "Millthorpe Motors",
    "Dunsley Print Works",
    "Harwick Building Society",
    "Redbank Pies",
    "Stavely Cabs",
    "Corran Estate Agents",
    "Pennycross Bakery",
    "Inchley Opticians",
    "Lowmarsh Garden Centre",
    "Orlestone Vets",
]
CUPS = [
    "Wexmoor Cup Final 2025",
    "Hallam Shield 2025",
    "Christmas Cracker Quiz 2025",
    "Bradon Vale Plate 2025",
    "Tennick Trophy 2025",
    "Summer Charity Quiz 2025",
    "Corran Knockout 2025",
    "Federation Champions Night 2025",
    "Wexmoor Cup Final 2024",
    "Hallam Shield 2024",
    "Spring Sprint Quiz 2025",
    "Music Round Special 2025",
    "Boxing Day Quiz 2024",
    "Pennycross Charity Cup 2025",
]
FIRST = [
    "Alan",
    "Beth",
    "Carl",
    "Dawn",
    "Eddie",
    "Fiona",
    "Gareth",
    "Helen",
    "Ian",
    "Jane",
    "Keith",
    "Linda",
    "Martin",
    "Nina",
    "Owen",
    "Paula",
    "Ravi",
    "Sue",
    "Tom",
    "Una",
    "Vince",
    "Wendy",
    "Yusuf",
    "Zoe",
    "Aisha",
    "Bernard",
    "Chloe",
    "Dev",
    "Elsie",
    "Frank",
    "Gemma",
    "Hamish",
]
LAST = [
    "Abbott",
    "Barlow",
    "Cartwright",
    "Dobbs",
    "Ellery",
    "Fenwick",
    "Gorton",
    "Hesketh",
    "Ingram",
    "Jowett",
    "Kershaw",
    "Lumb",
    "Marsden",
    "Nuttall",
    "Oldroyd",
    "Pickles",
    "Quayle",
    "Rishworth",
    "Sutcliffe",
    "Tattersall",
    "Uttley",
    "Varley",
    "Whiteley",
    "Yeadon",
]


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    taken = set(COUNTIES + TOWNS + PUBS + BREWERIES + SUBJECTS + TEAMS + LEAGUES)
    taken |= set(ASSOCIATIONS + SETTERS + SPONSORS + CUPS)
    facts: list[Fact] = []
    for i, town in enumerate(TOWNS):
        facts.append((town, "county", COUNTIES[i % len(COUNTIES)]))
    for brewery in BREWERIES:
        facts.append((brewery, "brewed in", rng.choice(TOWNS)))
    for pub in PUBS:
        facts.append((pub, "in town", rng.choice(TOWNS)))
        facts.append((pub, "tied to", rng.choice(BREWERIES)))
    for assoc in ASSOCIATIONS:
        facts.append((assoc, "HQ", rng.choice(TOWNS)))
    for setter in SETTERS:
        facts.append((setter, "based in", rng.choice(TOWNS)))
    for sponsor in SPONSORS:
        facts.append((sponsor, "based in", rng.choice(TOWNS)))
    players = full_names(rng, FIRST, LAST, 92, taken)
    qms = full_names(rng, FIRST, LAST, 20, taken)
    for league in LEAGUES:
        facts.append((league, "based in", rng.choice(TOWNS)))
        facts.append((league, "affiliated", rng.choice(ASSOCIATIONS)))
        facts.append((league, "sponsor", rng.choice(SPONSORS)))
    squads: dict[str, list[str]] = {t: [] for t in TEAMS}
    for i, player in enumerate(players):
        teams = [TEAMS[i % len(TEAMS)]]
        if rng.random() < 0.3:
            teams.append(rng.choice(TEAMS))
        for team in dict.fromkeys(teams):
            facts.append((player, "plays for", team))
            squads[team].append(player)
        facts.append((player, "lives in", rng.choice(TOWNS)))
        facts.append((player, "specialism", rng.choice(SUBJECTS)))
        if i >= 12:
            facts.append((player, "recruited by", rng.choice(players[: i - 1])))
    for i, team in enumerate(TEAMS):
        facts.append((team, "local", PUBS[i]))
        facts.append((team, "plays in", LEAGUES[i % len(LEAGUES)]))
        facts.append((team, "skipper", rng.choice(squads[team])))
    for league in LEAGUES:
        facts.append((league, "sec.", rng.choice(players)))
    for qm in qms:
        for pub in dict.fromkeys(rng.sample(PUBS, rng.choice((1, 1, 2)))):
            facts.append((qm, "resident at", pub))
        facts.append((qm, "lives in", rng.choice(TOWNS)))
        facts.append((qm, "setter", rng.choice(SETTERS)))
    for i, cup in enumerate(CUPS):
        facts.append((cup, "venue", rng.choice(PUBS)))
        facts.append((cup, "run by", LEAGUES[i % len(LEAGUES)]))
        facts.append((cup, "QM", rng.choice(qms)))
        entrants = rng.sample(TEAMS, 6)
        for team in entrants:
            facts.append((team, "entry", cup))
        facts.append((cup, "champions", entrants[0]))
        for sponsor in rng.sample(SPONSORS, rng.choice((1, 2))):
            facts.append((cup, "sponsor", sponsor))
    return name_facts(facts, rng, range(10000), lambda n: f"qz~{n:04d}")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


SPECS: list[tuple] = [
    # one hop
    (
        "q1-01",
        "who captains the know it ales",
        ["The Know It Ales"],
        [("skipper", F)],
        ["Ian Whiteley"],
    ),
    (
        "q1-02",
        "Which pub is Tequila Mockingbird's home pub?",
        ["Tequila Mockingbird"],
        [("local", F)],
        ["The Green Man"],
    ),
    (
        "q1-03",
        "what league are Red Herrings in",
        ["Red Herrings"],
        [("plays in", F)],
        ["Hallam Quiz League"],
    ),
    (
        "q1-04",
        "who won the Christmas Cracker Quiz 2025",
        ["Christmas Cracker Quiz 2025"],
        [("champions", F)],
        ["The Quizzly Bears"],
    ),
    (
        "q1-05",
        "which teams entered the tennick trophy 2025?",
        ["Tennick Trophy 2025"],
        [("entry", B)],
        [
            "Eggheads Anonymous",
            "Nil Points",
            "Norfolk Enchants",
            "The Final Round",
            "The Usual Suspects",
            "Universally Challenged",
        ],
    ),
    (
        "q1-06",
        "Who was the quizmaster at the Bradon Vale Plate 2025?",
        ["Bradon Vale Plate 2025"],
        [("QM", F)],
        ["Helen Gorton"],
    ),
    (
        "q1-07",
        "where was the summer charity quiz 2025 held",
        ["Summer Charity Quiz 2025"],
        [("venue", F)],
        ["The Blue Boar"],
    ),
    (
        "q1-08",
        "who is the secretary of the Hallam Quiz League",
        ["Hallam Quiz League"],
        [("sec.", F)],
        ["Linda Jowett"],
    ),
    (
        "q1-09",
        "which brewery owns the Red Lion",
        ["The Red Lion"],
        [("tied to", F)],
        ["Old Vale Brewhouse"],
    ),
    ("q1-10", "what twon is The Feathers in?", ["The Feathers"], [("in town", F)], ["Inchley"]),
    (
        "q1-11",
        "who does Frank Pickles play for",
        ["Frank Pickles"],
        [("plays for", F)],
        ["Ctrl Alt Defeat", "The Late Comers"],
    ),
    (
        "q1-12",
        "Which subject is Zoe Oldroyd strongest on?",
        ["Zoe Oldroyd"],
        [("specialism", F)],
        ["Mythology"],
    ),
    (
        "q1-13",
        "who got keith sutcliffe into quizzing",
        ["Keith Sutcliffe"],
        [("recruited by", F)],
        ["Owen Uttley"],
    ),
    (
        "q1-14",
        "list the pubs where Nina Lumb reads out the questions",
        ["Nina Lumb"],
        [("resident at", F)],
        ["The Bull", "The Rose and Crown"],
    ),
    (
        "q1-15",
        "who supplies Ian Yeadon's question packs",
        ["Ian Yeadon"],
        [("setter", F)],
        ["Quizmaster Supplies"],
    ),
    (
        "q1-16",
        "name the teams in the Corran and District League",
        ["Corran and District League"],
        [("plays in", B)],
        [
            "Agatha Quiztie",
            "Chase the Ace",
            "The Fact Hunters",
            "The Final Round",
            "The Pub Sages",
            "The Quizzly Bears",
        ],
    ),
    ("q1-17", "which county is Pennycross in", ["Pennycross"], [("county", F)], ["Wexmoor"]),
    (
        "q1-18",
        "who backed the Hallam Shield 2025",
        ["Hallam Shield 2025"],
        [("sponsor", F)],
        ["Lowmarsh Garden Centre", "Millthorpe Motors"],
    ),
    (
        "q1-19",
        "which leagues belong to the Northern Quiz Federation?",
        ["Northern Quiz Federation"],
        [("affiliated", B)],
        [
            "Corran and District League",
            "East Callow Quiz Association League",
            "Wexmoor Pub Quiz League",
        ],
    ),
    (
        "q1-20",
        "show me the quizmasters who buy their rounds from trivia direct",
        ["Trivia Direct"],
        [("setter", B)],
        ["Hamish Whiteley", "Helen Gorton", "Ian Fenwick", "Nina Whiteley", "Zoe Lumb"],
    ),
    # two hops
    (
        "q2-01",
        "what town is the Smarty Pints' home pub in",
        ["The Smarty Pints"],
        [("local", F), ("in town", F)],
        ["Lowmarsh"],
    ),
    (
        "q2-02",
        "who captained the team that won the Wexmoor Cup Final 2025?",
        ["Wexmoor Cup Final 2025"],
        [("champions", F), ("skipper", F)],
        ["Una Whiteley"],
    ),
    (
        "q2-03",
        "which brewery owns the pub the Hallam Shield 2025 was held at",
        ["Hallam Shield 2025"],
        [("venue", F), ("tied to", F)],
        ["Corran Brewery"],
    ),
    (
        "q2-04",
        "Where does the secretary of the tennick thursday league live?",
        ["Tennick Thursday League"],
        [("sec.", F), ("lives in", F)],
        ["Quarrington"],
    ),
    (
        "q2-05",
        "what league are frank pickles's teams in",
        ["Frank Pickles"],
        [("plays for", F), ("plays in", F)],
        ["East Callow Quiz Association League", "Wexmoor Pub Quiz League"],
    ),
    (
        "q2-06",
        "which company sponsors the league Quiz Akabusi play in",
        ["Quiz Akabusi"],
        [("plays in", F), ("sponsor", F)],
        ["Pennycross Bakery"],
    ),
    (
        "q2-07",
        "who hosts the quiz at Beer Necessities' local",
        ["Beer Necessities"],
        [("local", F), ("resident at", B)],
        ["Helen Nuttall", "Ravi Rishworth"],
    ),
    (
        "q2-08",
        "what's the nerd herd captain's specialist subject",
        ["The Nerd Herd"],
        [("skipper", F), ("specialism", F)],
        ["Geography"],
    ),
    (
        "q2-09",
        "which teams are based at pubs in Millthorpe",
        ["Millthorpe"],
        [("in town", B), ("local", B)],
        ["Hoop Dreams", "Mr Blobby's Revenge", "The Late Comers", "The Nerd Herd"],
    ),
    (
        "q2-10",
        "Which body is the league that organised the Tennick Trophy 2025 a member of?",
        ["Tennick Trophy 2025"],
        [("run by", F), ("affiliated", F)],
        ["English Pub Quiz Association"],
    ),
    (
        "q2-11",
        "who are Keith Sutcliffe's teammates",
        ["Keith Sutcliffe"],
        [("plays for", F), ("plays for", B)],
        [
            "Aisha Nuttall",
            "Aisha Rishworth",
            "Hamish Dobbs",
            "Hamish Marsden",
            "Keith Sutcliffe",
            "Nina Hesketh",
            "Wendy Nuttall",
        ],
    ),
    (
        "q2-12",
        "who writes the questions for the quizmaster of the corran knockout 2025",
        ["Corran Knockout 2025"],
        [("QM", F), ("setter", F)],
        ["Fresh Rounds"],
    ),
    (
        "q2-13",
        "In which town is the sponsor of the Wexmoor Pub Quiz League?",
        ["Wexmoor Pub Quiz League"],
        [("sponsor", F), ("based in", F)],
        ["Corran"],
    ),
    (
        "q2-14",
        "what cups has Eggheads Anonymous's league put on",
        ["Eggheads Anonymous"],
        [("plays in", F), ("run by", B)],
        ["Bradon Vale Plate 2025", "Hallam Shield 2024"],
    ),
    (
        "q2-15",
        "who brought in the captain of Norfolk Enchants",
        ["Norfolk Enchants"],
        [("skipper", F), ("recruited by", F)],
        ["Keith Gorton"],
    ),
    (
        "q2-16",
        "which county is the old bell in",
        ["The Old Bell"],
        [("in town", F), ("county", F)],
        ["Tennick"],
    ),
    (
        "q2-17",
        "which teams have a Kettlebury Ales pub as their local",
        ["Kettlebury Ales"],
        [("tied to", B), ("local", B)],
        [
            "Five Go Mad",
            "Hoop Dreams",
            "Norfolk Enchants",
            "The Dumbledore Army",
            "The Quizzly Bears",
        ],
    ),
    (
        "q2-18",
        "list the players of the team that won the Tennick Trophy 2025",
        ["Tennick Trophy 2025"],
        [("champions", F), ("plays for", B)],
        ["Fiona Marsden", "Frank Varley", "Tom Gorton"],
    ),
    (
        "q2-19",
        "where do the quizmastrs at The Globe live?",
        ["The Globe"],
        [("resident at", B), ("lives in", F)],
        ["Harwick", "Thornleigh"],
    ),
    (
        "q2-20",
        "what competitions did the team Beth Kershaw captains enter",
        ["Beth Kershaw"],
        [("skipper", B), ("entry", F)],
        [
            "Boxing Day Quiz 2024",
            "Bradon Vale Plate 2025",
            "Corran Knockout 2025",
            "Wexmoor Cup Final 2025",
        ],
    ),
    # three hops
    (
        "q3-01",
        "what county is the know it ales' home pub in",
        ["The Know It Ales"],
        [("local", F), ("in town", F), ("county", F)],
        ["East Callow"],
    ),
    (
        "q3-02",
        "Where is the firm that sponsors Spanish Inquisition's league based?",
        ["Spanish Inquisition"],
        [("plays in", F), ("sponsor", F), ("based in", F)],
        ["Corran"],
    ),
    (
        "q3-03",
        "who captains the teams in the same league as Blue Peters",
        ["Blue Peters"],
        [("plays in", F), ("plays in", B), ("skipper", F)],
        [
            "Beth Kershaw",
            "Beth Oldroyd",
            "Chloe Pickles",
            "Tom Gorton",
            "Wendy Oldroyd",
            "Yusuf Cartwright",
        ],
    ),
    (
        "q3-04",
        "which brewery owns the home pub of the side that won the Hallam Shield 2024",
        ["Hallam Shield 2024"],
        [("champions", F), ("local", F), ("tied to", F)],
        ["Northwick Steam Brewery"],
    ),
    (
        "q3-05",
        "what subjects are the people on zoe oldroyd's teams good at",
        ["Zoe Oldroyd"],
        [("plays for", F), ("plays for", B), ("specialism", F)],
        ["Geography", "Mythology", "Nature", "Sport", "Television"],
    ),
    (
        "q3-06",
        "where is the question company used by the quizmaster of the Federation Champions Night 2025 based",
        ["Federation Champions Night 2025"],
        [("QM", F), ("setter", F), ("based in", F)],
        ["Billingford"],
    ),
    (
        "q3-07",
        "who did the captain of the team whose local is the Dog and Duck recruit",
        ["The Dog and Duck"],
        [("local", B), ("skipper", F), ("recruited by", B)],
        ["Aisha Dobbs", "Aisha Nuttall", "Hamish Marsden"],
    ),
    (
        "q3-08",
        "who are the secretaries of the leagues whose teams entered the wexmoor cup final 2024",
        ["Wexmoor Cup Final 2024"],
        [("entry", B), ("plays in", F), ("sec.", F)],
        ["Gemma Barlow", "Helen Pickles", "Zoe Oldroyd"],
    ),
    (
        "q3-09",
        "what federation is the league behind the quiz held at The Nags Head part of",
        ["The Nags Head"],
        [("venue", B), ("run by", F), ("affiliated", F)],
        ["English Pub Quiz Association"],
    ),
    (
        "q3-10",
        "Which quizmasters work in pubs tied to the brewery in Redbank?",
        ["Redbank"],
        [("brewed in", B), ("tied to", B), ("resident at", B)],
        [
            "Hamish Varley",
            "Ian Fenwick",
            "Martin Whiteley",
            "Nina Gorton",
            "Paula Gorton",
            "Ravi Rishworth",
            "Zoe Lumb",
        ],
    ),
    (
        "q3-11",
        "where do the people Linda Jowett's recruits brought in live",
        ["Linda Jowett"],
        [("recruited by", B), ("recruited by", B), ("lives in", F)],
        ["Northwick"],
    ),
    (
        "q3-12",
        "which teams share a league with the teams Frank Pickles plays for",
        ["Frank Pickles"],
        [("plays for", F), ("plays in", F), ("plays in", B)],
        [
            "Beer Necessities",
            "Cheese and Pickles",
            "Ctrl Alt Defeat",
            "Eggheads Anonymous",
            "Norfolk Enchants",
            "Quizteama Aguilera",
            "Second Guessers",
            "Spanish Inquisition",
            "The Dumbledore Army",
            "The Late Comers",
            "The Lemon Drops",
            "The Lost Answers",
            "The Nerd Herd",
            "Universally Challenged",
        ],
    ),
    (
        "q3-13",
        "what towns are the pubs whose quizmasters use Fresh Rounds in",
        ["Fresh Rounds"],
        [("setter", B), ("resident at", F), ("in town", F)],
        ["Ashcombe", "Billingford", "Glenholt", "Lowmarsh", "Quarrington"],
    ),
    (
        "q3-14",
        "where does the person who recruited chase the ace's capatin live",
        ["Chase the Ace"],
        [("skipper", F), ("recruited by", F), ("lives in", F)],
        ["Billingford"],
    ),
    (
        "q3-15",
        "which businesses sponsored the cups run by Universally Challenged's league",
        ["Universally Challenged"],
        [("plays in", F), ("run by", B), ("sponsor", F)],
        ["Harwick Building Society", "Orlestone Vets", "Redbank Pies"],
    ),
    # not found
    ("qn-01", "who captains the Pub Quizzards", 1),
    ("qn-02", "which pub does the Trivia Titans team call home", 1),
    ("qn-03", "what league is the Mensa Misfits team in and who sponsors it", 2),
    ("qn-04", "Where does the quizmaster of the Oakford Quiz Cup live?", 2),
    ("qn-05", "which county is the pub the Brain Drainers play at in", 3),
    # the graph lacks the relation
    ("ql-01", "when was The Know It Ales founded", ["The Know It Ales"], 1, "founding date"),
    (
        "ql-02",
        "how many points did Red Herrings score last season",
        ["Red Herrings"],
        1,
        "league points",
    ),
    (
        "ql-03",
        "what's the prize money for the Hallam Shield 2025",
        ["Hallam Shield 2025"],
        1,
        "prize money",
    ),
    ("ql-04", "how old is Ian Yeadon", ["Ian Yeadon"], 1, "age"),
    ("ql-05", "what's the phone number of the red lion", ["The Red Lion"], 1, "phone number"),
    (
        "ql-06",
        "what night of the week is the quiz at The Globe",
        ["The Globe"],
        1,
        "quiz night weekday",
    ),
    (
        "ql-07",
        "how many rounds did the Wexmoor Cup Final 2025 have",
        ["Wexmoor Cup Final 2025"],
        1,
        "number of rounds",
    ),
    ("ql-08", "who owns Brainbox Packs?", ["Brainbox Packs"], 1, "owner"),
    ("ql-09", "who recruited Owen Uttley", ["Owen Uttley"], 1, "none for entity: recruited by"),
    (
        "ql-10",
        "which team does Helen Gorton play for",
        ["Helen Gorton"],
        1,
        "none for entity: plays for",
    ),
    (
        "ql-11",
        "which federation is Quiz Factory affiliated with",
        ["Quiz Factory"],
        1,
        "none for entity: affiliated",
    ),
    (
        "ql-12",
        "who is the secretary of the Northern Quiz Federation",
        ["Northern Quiz Federation"],
        1,
        "none for entity: sec.",
    ),
    (
        "ql-13",
        "Who captains the Hallam Quiz League?",
        ["Hallam Quiz League"],
        1,
        "none for entity: skipper",
    ),
    (
        "ql-14",
        "what's dev quayle's specialist subject",
        ["Dev Quayle"],
        1,
        "none for entity: specialism",
    ),
    ("ql-15", "which county is The Boot in", ["The Boot"], 1, "none for entity: county"),
]

if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(HERE, triples, names, SPECS)
