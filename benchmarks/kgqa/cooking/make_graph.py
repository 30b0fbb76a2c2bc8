"""Build the `cooking` KGQA graph: triples.tsv and entities.tsv (no types column).

Dishes and what goes into them, the cuisines they belong to and the countries those cuisines
come from, where the main ingredients are grown or made and what can stand in for them, and a
fictional restaurant scene: restaurants, the cities they are in, what they serve, their head
chefs, where the chefs grew up, who taught them and the dish each is known for. The dishes,
cuisines and countries are real (the recipes simplified); every chef and restaurant, and every
fact about them, is invented. The named entities and their facts are written by hand below;
a seeded generator adds filler dishes, chefs and restaurants around them. Re-running the
script rewrites the same files.

    python benchmarks/kgqa/cooking/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

SEED = 89

# Relation labels, deliberately in mixed styles.
INGREDIENT = "hasIngredient"  # dish -> ingredient
SERVES = "servesCuisine"  # restaurant -> cuisine
ON_MENU = "ON_MENU"  # restaurant -> dish
HEAD_CHEF = "head_chef"  # restaurant -> chef
TRAINED_UNDER = "trained_under"  # chef -> the chef who taught them
HOMETOWN = "hometown"  # chef -> city they grew up in
CITY = "food.restaurant.city"  # restaurant -> city
CUISINE_OF = "http://example.org/food#cuisineOf"  # dish -> cuisine it belongs to
ORIGIN = "http://example.org/food#originCountry"  # cuisine -> country it comes from
SUBST = "SUBST"  # ingredient -> ingredient that can replace it
PRODUCED_IN = "PRODUCED_IN"  # ingredient -> a leading producer country
SIGNATURE = "signatureDish"  # chef -> the dish they are known for
IN_COUNTRY = "in_country"  # city -> country

# Cuisines: name -> country of origin
CUISINES = {
    "Thai": "Thailand",
    "Japanese": "Japan",
    "Mexican": "Mexico",
    "Lebanese": "Lebanon",
    "Italian": "Italy",
    "French": "France",
    "Georgian": "Georgia",
    "Ethiopian": "Ethiopia",
    "Peruvian": "Peru",
    "Korean": "South Korea",
    "Persian": "Iran",
    "Catalan": "Spain",
    "Basque": "Spain",
    "Sichuan": "China",
}
# Cities: name -> country
CITIES = {
    "Lyon": "France",
    "Marseille": "France",
    "Osaka": "Japan",
    "Puebla": "Mexico",
    "Oaxaca": "Mexico",
    "Beirut": "Lebanon",
    "Bologna": "Italy",
    "Naples": "Italy",
    "Tbilisi": "Georgia",
    "Addis Ababa": "Ethiopia",
    "Lima": "Peru",
    "Cusco": "Peru",
    "Busan": "South Korea",
    "Isfahan": "Iran",
    "Barcelona": "Spain",
    "San Sebastián": "Spain",
    "Chengdu": "China",
    "Chiang Mai": "Thailand",
    "London": "United Kingdom",
    "New York": "United States",
    "Melbourne": "Australia",
    "Copenhagen": "Denmark",
    "Toronto": "Canada",
}
# Dishes: name -> (cuisine, ingredients)
DISHES = {
    "pad thai": (
        "Thai",
        ["rice noodles", "tamarind", "fish sauce", "peanuts", "shrimp", "bean sprouts"],
    ),
    "green curry": ("Thai", ["coconut milk", "green chili", "lemongrass", "chicken", "thai basil"]),
    "som tam": ("Thai", ["green papaya", "lime", "fish sauce", "peanuts", "palm sugar"]),
    "tom yum": ("Thai", ["lemongrass", "galangal", "shrimp", "lime", "fish sauce"]),
    "okonomiyaki": ("Japanese", ["cabbage", "wheat flour", "egg", "pork belly"]),
    "ramen": ("Japanese", ["wheat noodles", "pork belly", "egg", "soy sauce", "scallion"]),
    "tempura": ("Japanese", ["shrimp", "wheat flour", "egg"]),
    "miso soup": ("Japanese", ["miso", "tofu", "seaweed", "scallion"]),
    "mole poblano": ("Mexican", ["ancho chili", "chocolate", "sesame seeds", "chicken"]),
    "tacos al pastor": (
        "Mexican",
        ["pork shoulder", "pineapple", "corn tortilla", "onion", "achiote"],
    ),
    "chiles en nogada": ("Mexican", ["poblano pepper", "walnuts", "pomegranate", "pork shoulder"]),
    "pozole": ("Mexican", ["hominy", "pork shoulder", "ancho chili", "oregano"]),
    "tabbouleh": ("Lebanese", ["bulgur", "parsley", "tomato", "lemon", "mint"]),
    "hummus": ("Lebanese", ["chickpeas", "tahini", "lemon", "garlic"]),
    "kibbeh": ("Lebanese", ["bulgur", "lamb", "onion", "pine nuts"]),
    "fattoush": ("Lebanese", ["pita bread", "tomato", "cucumber", "sumac"]),
    "risotto alla milanese": ("Italian", ["arborio rice", "saffron", "parmesan", "butter"]),
    "cacio e pepe": ("Italian", ["spaghetti", "pecorino", "black pepper"]),
    "ragù alla bolognese": ("Italian", ["beef mince", "tomato", "onion", "carrot", "celery"]),
    "pizza margherita": ("Italian", ["wheat flour", "tomato", "mozzarella", "basil"]),
    "bouillabaisse": ("French", ["rockfish", "saffron", "tomato", "fennel", "garlic"]),
    "ratatouille": ("French", ["aubergine", "courgette", "tomato", "onion", "olive oil"]),
    "coq au vin": ("French", ["chicken", "red wine", "mushrooms", "bacon"]),
    "tarte tatin": ("French", ["apples", "butter", "sugar", "wheat flour"]),
    "khachapuri": ("Georgian", ["wheat flour", "sulguni cheese", "egg", "butter"]),
    "khinkali": ("Georgian", ["beef mince", "onion", "wheat flour", "coriander"]),
    "pkhali": ("Georgian", ["spinach", "walnuts", "garlic", "coriander"]),
    "doro wat": ("Ethiopian", ["chicken", "berbere", "onion", "egg", "niter kibbeh"]),
    "injera": ("Ethiopian", ["teff"]),
    "misir wat": ("Ethiopian", ["red lentils", "berbere", "onion"]),
    "ceviche": ("Peruvian", ["sea bass", "lime", "red onion", "aji amarillo", "coriander"]),
    "lomo saltado": ("Peruvian", ["beef sirloin", "tomato", "red onion", "soy sauce", "potatoes"]),
    "causa": ("Peruvian", ["potatoes", "aji amarillo", "lime", "avocado"]),
    "bibimbap": ("Korean", ["rice", "gochujang", "egg", "spinach", "beef sirloin"]),
    "kimchi jjigae": ("Korean", ["kimchi", "pork belly", "tofu", "scallion"]),
    "japchae": ("Korean", ["sweet potato noodles", "spinach", "beef sirloin", "soy sauce"]),
    "ghormeh sabzi": ("Persian", ["lamb", "kidney beans", "parsley", "dried lime"]),
    "tahdig": ("Persian", ["rice", "saffron", "butter", "yogurt"]),
    "fesenjan": ("Persian", ["chicken", "walnuts", "pomegranate molasses"]),
    "crema catalana": ("Catalan", ["milk", "egg", "sugar", "lemon"]),
    "escalivada": ("Catalan", ["aubergine", "red pepper", "onion", "olive oil"]),
    "pa amb tomàquet": ("Catalan", ["bread", "tomato", "garlic", "olive oil"]),
    "marmitako": ("Basque", ["tuna", "potatoes", "red pepper", "onion"]),
    "bacalao al pil pil": ("Basque", ["salt cod", "olive oil", "garlic", "guindilla pepper"]),
    "mapo tofu": ("Sichuan", ["tofu", "doubanjiang", "sichuan pepper", "beef mince"]),
    "kung pao chicken": ("Sichuan", ["chicken", "peanuts", "dried chili", "sichuan pepper"]),
    "dan dan noodles": (
        "Sichuan",
        ["wheat noodles", "sichuan pepper", "pork mince", "sesame seeds"],
    ),
}
# Leading producer countries of some ingredients
PRODUCERS = {
    "saffron": ["Iran", "Spain"],
    "tamarind": ["India", "Thailand"],
    "fish sauce": ["Thailand", "Vietnam"],
    "peanuts": ["China", "India"],
    "coconut milk": ["Indonesia", "Philippines"],
    "teff": ["Ethiopia"],
    "aji amarillo": ["Peru"],
    "potatoes": ["China", "India"],
    "chocolate": ["Côte d'Ivoire"],
    "sumac": ["Lebanon", "Iran"],
    "walnuts": ["China", "United States"],
    "pomegranate": ["Iran", "India"],
    "black pepper": ["Vietnam", "India"],
    "sichuan pepper": ["China"],
    "gochujang": ["South Korea"],
    "kimchi": ["South Korea"],
    "miso": ["Japan"],
    "parmesan": ["Italy"],
    "pecorino": ["Italy"],
    "sulguni cheese": ["Georgia"],
    "berbere": ["Ethiopia"],
    "salt cod": ["Norway"],
    "olive oil": ["Spain", "Italy", "Greece"],
    "arborio rice": ["Italy"],
    "chickpeas": ["India"],
    "red lentils": ["Canada", "India"],
    "tuna": ["Spain", "Indonesia"],
    "lemongrass": ["Thailand"],
    "galangal": ["Thailand", "Indonesia"],
    "rice": ["China", "India"],
}
# What can stand in for an ingredient: ingredient -> substitutes
SUBSTITUTES = {
    "galangal": ["ginger"],
    "fish sauce": ["soy sauce"],
    "pecorino": ["parmesan"],
    "parmesan": ["pecorino"],
    "sulguni cheese": ["mozzarella"],
    "saffron": ["turmeric"],
    "sichuan pepper": ["black pepper"],
    "palm sugar": ["sugar"],
    "dried lime": ["lemon"],
    "arborio rice": ["rice"],
    "pine nuts": ["walnuts"],
    "niter kibbeh": ["butter"],
    "tamarind": ["lime", "pomegranate molasses"],
    "pomegranate molasses": ["tamarind"],
    "gochujang": ["doubanjiang"],
    "guindilla pepper": ["dried chili"],
    "aji amarillo": ["ancho chili", "green chili"],
    "bulgur": ["couscous"],
    "teff": ["buckwheat"],
    "coconut milk": ["cream"],
    "butter": ["olive oil"],
    "thai basil": ["basil"],
}
# Chefs: name -> (hometown, teachers, signature dish)
CHEFS = {
    "Claude Benoît": ("Marseille", [], "bouillabaisse"),
    "Tomás Arriaga": ("Lima", [], "lomo saltado"),
    "Luca Esposito": ("Naples", [], "pizza margherita"),
    "Élodie Marchand": ("Lyon", ["Claude Benoît"], "coq au vin"),
    "Kenji Moriyama": ("Osaka", ["Claude Benoît"], "okonomiyaki"),
    "Marisol Quispe": ("Cusco", ["Tomás Arriaga"], "ceviche"),
    "Ximena Olvera": ("Puebla", ["Tomás Arriaga", "Élodie Marchand"], "mole poblano"),
    "Giulia Ferrante": ("Bologna", ["Luca Esposito"], "ragù alla bolognese"),
    "Dariush Farahani": ("Isfahan", [], "fesenjan"),
    "Layla Haddad": ("Beirut", ["Dariush Farahani"], "kibbeh"),
    "Amara Tesfaye": ("Addis Ababa", ["Layla Haddad", "Claude Benoît"], "doro wat"),
    "Nino Beridze": ("Tbilisi", ["Élodie Marchand"], "khachapuri"),
    "Jordi Puig": ("Barcelona", [], "escalivada"),
    "Rosa Etxeberria": ("San Sebastián", ["Jordi Puig"], "marmitako"),
    "Chen Liwei": ("Chengdu", [], "mapo tofu"),
    "Somchai Rattanakul": ("Chiang Mai", ["Chen Liwei"], "som tam"),
    "Park Hyun-woo": ("Busan", ["Kenji Moriyama"], "kimchi jjigae"),
}
# Restaurants: name -> (city, cuisines, head chef, dishes on the menu)
RESTAURANTS = {
    "Raíz": ("London", ["Peruvian"], "Marisol Quispe", ["ceviche", "causa", "lomo saltado"]),
    "Kaze": (
        "New York",
        ["Japanese"],
        "Kenji Moriyama",
        ["ramen", "tempura", "okonomiyaki", "miso soup"],
    ),
    "Nakama": (
        "Melbourne",
        ["Japanese", "Peruvian"],
        "Kenji Moriyama",
        ["ceviche", "tempura", "lomo saltado", "miso soup"],
    ),
    "Berbere House": (
        "Toronto",
        ["Ethiopian"],
        "Amara Tesfaye",
        ["doro wat", "injera", "misir wat"],
    ),
    "Trattoria Lume": (
        "Melbourne",
        ["Italian"],
        "Giulia Ferrante",
        ["ragù alla bolognese", "cacio e pepe", "risotto alla milanese"],
    ),
    "Maison Élodie": (
        "London",
        ["French"],
        "Élodie Marchand",
        ["coq au vin", "tarte tatin", "ratatouille"],
    ),
    "Bistro Marchand": (
        "Lyon",
        ["French"],
        "Élodie Marchand",
        ["coq au vin", "bouillabaisse", "tarte tatin"],
    ),
    "Le Vieux Port": ("Marseille", ["French"], "Claude Benoît", ["bouillabaisse", "ratatouille"]),
    "Supra": ("Copenhagen", ["Georgian"], "Nino Beridze", ["khachapuri", "khinkali", "pkhali"]),
    "Baan Lamoon": (
        "Melbourne",
        ["Thai"],
        "Somchai Rattanakul",
        ["som tam", "green curry", "tom yum", "pad thai"],
    ),
    "Onggi": ("Toronto", ["Korean"], "Park Hyun-woo", ["bibimbap", "kimchi jjigae", "japchae"]),
    "Golestan": (
        "London",
        ["Persian"],
        "Dariush Farahani",
        ["fesenjan", "ghormeh sabzi", "tahdig"],
    ),
    "Cedar & Sumac": (
        "New York",
        ["Lebanese", "Persian"],
        "Layla Haddad",
        ["hummus", "tabbouleh", "kibbeh", "fattoush", "tahdig"],
    ),
    "Txoko": (
        "Copenhagen",
        ["Basque", "Catalan"],
        "Rosa Etxeberria",
        ["marmitako", "bacalao al pil pil", "pa amb tomàquet"],
    ),
    "Brasa": (
        "Barcelona",
        ["Catalan"],
        "Jordi Puig",
        ["escalivada", "crema catalana", "pa amb tomàquet"],
    ),
    "Red Lantern": (
        "Melbourne",
        ["Sichuan"],
        "Chen Liwei",
        ["mapo tofu", "kung pao chicken", "dan dan noodles"],
    ),
    "Maíz Azul": (
        "London",
        ["Mexican"],
        "Ximena Olvera",
        ["mole poblano", "tacos al pastor", "pozole"],
    ),
    "Cevichería Arriaga": ("Lima", ["Peruvian"], "Tomás Arriaga", ["ceviche", "lomo saltado"]),
    "Forno 81": ("New York", ["Italian"], "Luca Esposito", ["pizza margherita", "cacio e pepe"]),
}

# Filler: dishes named "<main ingredient> <form>", chefs from two name lists, restaurants from
# two word lists.
FORMS = ["stew", "salad", "fritters", "skewers", "soup", "pie", "dumplings", "flatbread", "bake"]
# Main ingredients of filler dishes: ingredient -> the word a dish name uses
MAINS = {
    "chicken": "chicken",
    "lamb": "lamb",
    "tofu": "tofu",
    "shrimp": "shrimp",
    "aubergine": "aubergine",
    "spinach": "spinach",
    "cabbage": "cabbage",
    "courgette": "courgette",
    "mushrooms": "mushroom",
    "pork belly": "pork",
    "tuna": "tuna",
    "sea bass": "sea bass",
    "chickpeas": "chickpea",
    "red lentils": "lentil",
    "beef sirloin": "beef",
    "salt cod": "cod",
    "potatoes": "potato",
    "walnuts": "walnut",
}
FIRST_NAMES = [
    "Aiko",
    "Bruno",
    "Carmen",
    "Dmitri",
    "Esra",
    "Farid",
    "Greta",
    "Hamid",
    "Ines",
    "Jonas",
    "Kwame",
    "Lucia",
    "Mateo",
    "Noor",
    "Olga",
    "Pablo",
    "Rania",
    "Sven",
    "Tariq",
    "Ulla",
    "Vera",
    "Wei",
    "Yusuf",
    "Zara",
]
LAST_NAMES = [
    "Abebe",
    "Bianchi",
    "Castillo",
    "Dubois",
    "Eriksen",
    "Fontaine",
    "Gallo",
    "Hosseini",
    "Ivanova",
    "Jensen",
    "Kaplan",
    "Lindqvist",
    "Mendoza",
    "Novak",
    "Okafor",
    "Petrov",
    "Quintero",
    "Rossi",
    "Sato",
    "Tanaka",
]
PLACE_ADJ = ["Copper", "Salt", "Ember", "Wild", "Olive", "Golden", "Little", "Iron", "Blue", "Fig"]
PLACE_NOUN = ["Pot", "Table", "Kitchen", "Hearth", "Spoon", "Larder", "Oven", "Canteen", "Yard"]
N_FILLER_DISHES = 30
N_FILLER_CHEFS = 24
N_FILLER_RESTAURANTS = 24
# Cities where filler restaurants open (the five big ones more often).
RESTAURANT_CITIES = [*CITIES, "London", "New York", "Melbourne", "Copenhagen", "Toronto"]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    # Entities are keyed by kind and name while building; opaque ids replace the keys last.
    names = EntityKeys()
    key = names.key

    def place(name: str) -> str:  # cities and countries share one namespace
        return key("place", name)

    for cuisine, country in CUISINES.items():
        facts.append((key("cuisine", cuisine), ORIGIN, place(country)))
    for city, country in CITIES.items():
        facts.append((place(city), IN_COUNTRY, place(country)))
    for dish, (cuisine, ingredients) in DISHES.items():
        facts.append((key("dish", dish), CUISINE_OF, key("cuisine", cuisine)))
        facts += [(key("dish", dish), INGREDIENT, key("ing", i)) for i in ingredients]
    for ing, countries in PRODUCERS.items():
        facts += [(key("ing", ing), PRODUCED_IN, place(c)) for c in countries]
    for ing, subs in SUBSTITUTES.items():
        facts += [(key("ing", ing), SUBST, key("ing", s)) for s in subs]
    for chef, (town, teachers, dish) in CHEFS.items():
        facts += [
            (key("chef", chef), HOMETOWN, place(town)),
            (key("chef", chef), SIGNATURE, key("dish", dish)),
        ]
        facts += [(key("chef", chef), TRAINED_UNDER, key("chef", t)) for t in teachers]
    for rest, (city, cuisines, chef, menu) in RESTAURANTS.items():
        facts += [
            (key("rest", rest), CITY, place(city)),
            (key("rest", rest), HEAD_CHEF, key("chef", chef)),
        ]
        facts += [(key("rest", rest), SERVES, key("cuisine", c)) for c in cuisines]
        facts += [(key("rest", rest), ON_MENU, key("dish", d)) for d in menu]

    # Filler dishes: a main ingredient and a form, two or three more ingredients, a cuisine.
    ingredients = sorted({i for _, ings in DISHES.values() for i in ings})
    dishes_of: dict[str, list[str]] = {c: [] for c in CUISINES}
    for dish, (cuisine, _) in DISHES.items():
        dishes_of[cuisine].append(dish)
    made: set[str] = set()
    while len(made) < N_FILLER_DISHES:
        main = rng.choice(list(MAINS))
        dish = f"{MAINS[main]} {rng.choice(FORMS)}"
        if dish in made or dish in DISHES:
            continue
        made.add(dish)
        cuisine = rng.choice(list(CUISINES))
        dishes_of[cuisine].append(dish)
        extra = rng.sample([i for i in ingredients if i != main], rng.randint(2, 3))
        facts.append((key("dish", dish), CUISINE_OF, key("cuisine", cuisine)))
        facts += [(key("dish", dish), INGREDIENT, key("ing", i)) for i in [main, *extra]]

    # Filler chefs: a hometown, one teacher (named or filler, taught earlier), a signature dish.
    full_names = [f"{a} {b}" for a in FIRST_NAMES for b in LAST_NAMES]
    filler_chefs = rng.sample(full_names, N_FILLER_CHEFS)
    teachers = list(CHEFS)
    all_dishes = [d for ds in dishes_of.values() for d in ds]
    for chef in filler_chefs:
        facts += [
            (key("chef", chef), HOMETOWN, place(rng.choice(list(CITIES)))),
            (key("chef", chef), TRAINED_UNDER, key("chef", rng.choice(teachers))),
            (key("chef", chef), SIGNATURE, key("dish", rng.choice(all_dishes))),
        ]
        teachers.append(chef)

    # Filler restaurants: a city, one cuisine (sometimes two), a filler head chef, 2-4 dishes
    # of those cuisines.
    venue_names = [f"The {a} {b}" for a in PLACE_ADJ for b in PLACE_NOUN]
    for i, rest in enumerate(rng.sample(venue_names, N_FILLER_RESTAURANTS)):
        cuisines = rng.sample(list(CUISINES), 2 if rng.random() < 0.25 else 1)
        menu = [d for c in cuisines for d in dishes_of[c]]
        facts += [
            (key("rest", rest), CITY, place(rng.choice(RESTAURANT_CITIES))),
            (key("rest", rest), HEAD_CHEF, key("chef", filler_chefs[i])),
        ]
        facts += [(key("rest", rest), SERVES, key("cuisine", c)) for c in cuisines]
        picks = rng.sample(menu, min(len(menu), rng.randint(2, 4)))
        facts += [(key("rest", rest), ON_MENU, key("dish", d)) for d in picks]

    # Opaque ids, drawn with the seed.
    return with_opaque_ids(facts, names, rng, range(0x1000, 0x10000), "c{:04x}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
