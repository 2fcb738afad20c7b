"""我愛發薪日, "後園拍賣格" (the yard sale): $100 times a roll for the face-down deal, which is replaced.
Each test quotes the rulebook in Chinese, with an English rendering."""
from tests.support.editions.payday_auction import cash, new


def test_yard_sale_costs_100_times_a_roll_for_the_face_down_deal_which_is_replaced():
    """後園拍賣格: "玩家首先丟擲骰子，並支付「所擲骰子點數×$100」金額至銀行。接著，將格上放置的交易卡
    取回 ... 再從交易卡牌堆上方抽取1張卡牌 ... 將其正面朝下置於遊戲圖板的此格上方" (roll, pay $100
    times the roll, take the face-down deal, put a new one face down)."""
    game = new(yard_sale="pa.deal.t10", decks={"deals": ["pa.deal.t20"]},
               rolls={"yard_sale/0": [3]}, land=(0, 21))
    hidden = game.cards["pa.deal.t10"]
    assert cash(game, 0) == 500 and hidden in game.players[0].deals
    assert game.yard_sale.id == "pa.deal.t20"
