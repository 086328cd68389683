print("scenediff")
