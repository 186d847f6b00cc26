test('nothing', () => {
  expect(1).toBe(1);
});
